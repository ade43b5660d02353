import { describe, expect, it } from 'vitest';
import {
  BOOLEAN_FEATURES,
  type FeatureSet,
  LOADING_FEATURES,
} from '../../../contract/features/features.ts';
import { menuFor } from '../../config/menu.ts';
import { menuEntryFor } from './menuEntryFor.ts';

const features: FeatureSet = {
  ...LOADING_FEATURES,
  ...Object.fromEntries(BOOLEAN_FEATURES.map((name) => [name, true])),
  loading: false,
  messaging: { evacuation: true },
};
const routes = menuFor({ features, role: 'ADMIN', layout: 'legacy', hasChildren: true }).routes;
const entryPath = (pathname: string) => menuEntryFor(routes, pathname)?.path;

describe('menuEntryFor', () => {
  it.each([
    ['/', '/'],
    ['/visitors/log', '/visitors/log'],
    ['/visitors/log/', '/visitors/log'],
    ['/Visitors/Log', '/visitors/log'],
    ['/messaging/evacuation/entry-7', '/messaging/evacuation/:entry'],
    ['/parking/log', '/parking/log'],
  ])('%s opens the menu route %s', (pathname, path) => {
    expect(entryPath(pathname)).toBe(path);
  });

  it.each([
    '/visitors/log/extra',
    '/visitors',
    '/students/students-log',
    '/garage/log',
    '/messaging/evacuation/a/b',
    '/nowhere',
  ])('%s is not a menu route', (pathname) => {
    expect(entryPath(pathname)).toBeUndefined();
  });
});
