import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  DEFAULT_BRAND_COLOURS,
  isReadable,
  parseColour,
  relativeLuminance,
} from './contrast.ts';

describe('parseColour', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#000000', { r: 0, g: 0, b: 0, a: 1 }],
    ['#6AB464', { r: 106, g: 180, b: 100, a: 1 }],
    ['#0000', { r: 0, g: 0, b: 0, a: 0 }],
    ['#ff000080', { r: 255, g: 0, b: 0, a: 128 / 255 }],
    ['rgba(106,180,100,1)', { r: 106, g: 180, b: 100, a: 1 }],
    ['rgba(18, 39, 56, 0.5)', { r: 18, g: 39, b: 56, a: 0.5 }],
    [' RGB(1 2 3) ', { r: 1, g: 2, b: 3, a: 1 }],
    ['rgb(100%, 0%, 50%)', { r: 255, g: 0, b: 127.5, a: 1 }],
    ['rgba(0,0,0,50%)', { r: 0, g: 0, b: 0, a: 0.5 }],
  ])('%s', (input, expected) => {
    expect(parseColour(input)).toEqual(expected);
  });

  it.each([
    '',
    'red',
    '#ff',
    '#gggggg',
    '#12345',
    'rgb(1,2)',
    'rgba(1,2,3,4,5)',
    'rgb(256,0,0)',
    'rgba(0,0,0,2)',
    'rgb(a,b,c)',
  ])('%j is not a colour', (input) => {
    expect(parseColour(input)).toBeNull();
  });
});

describe('contrastRatio', () => {
  it.each([
    ['#000', '#fff', 21],
    ['#fff', '#000', 21],
    ['#fff', '#fff', 1],
    ['#777', '#fff', 4.48],
    ['#767676', '#fff', 4.54],
    [DEFAULT_BRAND_COLOURS.text, DEFAULT_BRAND_COLOURS.primary, 2.52],
    [DEFAULT_BRAND_COLOURS.text, DEFAULT_BRAND_COLOURS.secondary, 15.29],
    ['rgba(0,0,0,0.5)', '#fff', 3.98],
  ])('%s on %s is %s', (fg, bg, ratio) => {
    expect(contrastRatio(fg, bg)).toBe(ratio);
  });

  it('is rounded to 2 decimals', () => {
    const ratio = contrastRatio('#6ab464', '#122738');
    expect(Math.round(ratio * 100) / 100).toBe(ratio);
  });

  it('throws a clear error for an unrecognised colour', () => {
    expect(() => contrastRatio('nope', '#fff')).toThrow("Unrecognised colour: 'nope'");
  });

  it('relative luminance runs from 0 to 1', () => {
    expect(relativeLuminance({ r: 0, g: 0, b: 0, a: 1 })).toBe(0);
    expect(relativeLuminance({ r: 255, g: 255, b: 255, a: 1 })).toBe(1);
  });
});

describe('isReadable', () => {
  it.each([
    ['#000', '#fff', undefined, true],
    ['#777', '#fff', undefined, false],
    ['#777', '#fff', 3, true],
    [DEFAULT_BRAND_COLOURS.text, DEFAULT_BRAND_COLOURS.secondary, undefined, true],
    [DEFAULT_BRAND_COLOURS.text, DEFAULT_BRAND_COLOURS.primary, undefined, false],
    ['bad', '#fff', undefined, false],
  ])('%s on %s (minimum %s): %s', (fg, bg, minimum, readable) => {
    expect(isReadable(fg, bg, minimum)).toBe(readable);
  });
});

describe('default brand colours', () => {
  it('match spec/frame.md §9', () => {
    expect(DEFAULT_BRAND_COLOURS).toEqual({
      primary: 'rgba(106,180,100,1)',
      secondary: 'rgba(18,39,56,1)',
      tertiary: 'rgba(18,39,56,1)',
      text: 'rgba(255,255,255,1)',
    });
  });
});
