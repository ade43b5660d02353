import { describe, expect, it } from 'vitest';
import { consoleOutputEnabled } from '../../log/consoleOutput.ts';
import { initLaunchOptions, parseLaunchOptions } from './launchOptions.ts';

const at = (search: string, hostname = 'app.example.com', pathname = '/') =>
  parseLaunchOptions({ search, hostname, pathname });

describe('parseLaunchOptions', () => {
  it('has everything off by default', () => {
    expect(at('')).toEqual({ log: false, whiteLabel: false, embedded: false });
  });

  it.each([
    ['?log=true', { log: true }],
    ['?log=1', { log: false }],
    ['?root=acme_north_jhb', { root: 'acme#north#jhb' }],
    ['?primarycolor=%23ff0000', { primaryColor: '#ff0000' }],
    ['?primarycolor=00ff00', { primaryColor: '#00ff00' }],
    ['?primarycolor=red;x', {}],
    ['?logo=https://cdn.example.com/logo.png', { logo: 'https://cdn.example.com/logo.png' }],
    ['?logo=javascript:alert(1)', {}],
    ['?whitelabel=true', { whiteLabel: true }],
  ])('%s', (search, expected) => {
    expect(at(search)).toMatchObject(expected);
    if (Object.keys(expected).length === 0) {
      expect(at(search)).toEqual({ log: false, whiteLabel: false, embedded: false });
    }
  });

  it('a frames host is embedded, white-labelled, with the frame path from the URL path', () => {
    expect(at('', 'frames.example.com', '/messaging/evacuation')).toEqual({
      log: false,
      whiteLabel: true,
      embedded: true,
      framePath: '/messaging/evacuation',
    });
    expect(at('', 'frames.example.com', '/')).not.toHaveProperty('framePath');
    expect(at('', 'frames.example.com', '/authenticate')).not.toHaveProperty('framePath');
  });
});

describe('initLaunchOptions', () => {
  it('turns the console output on with log=true only', () => {
    initLaunchOptions(new URL('http://app.example.com/visitors/log?log=true'));
    expect(consoleOutputEnabled()).toBe(true);
    initLaunchOptions(new URL('http://app.example.com/visitors/log'));
    expect(consoleOutputEnabled()).toBe(false);
  });
});
