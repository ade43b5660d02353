import { z } from 'zod';
import {
  contrastRatio,
  DEFAULT_BRAND_COLOURS,
  MINIMUM_TEXT_CONTRAST,
  parseColour,
} from './contrast.ts';
import { isTimeZone, locationKey, safeString } from './input/index.ts';

/**
 * Location configuration and branding (spec/workers.md §2 "Location configuration and branding",
 * §3 "Configuration store", §4 "Configuration saves"). Each location may store its own value of
 * each section; what applies at a location is given by the inheritance rule of
 * locationSettingsInheritance.ts (section by section, nearest location first).
 */

export const LOCATION_SETTINGS_SECTIONS = [
  'texts',
  'features',
  'images',
  'brandingColors',
  'locationConfig',
] as const;
export type LocationSettingsSection = (typeof LOCATION_SETTINGS_SECTIONS)[number];

/** Sections whose save re-applies branding (spec/workers.md §4 "Configuration saves"). */
export const BRANDING_SECTIONS: readonly LocationSettingsSection[] = [
  'texts',
  'images',
  'brandingColors',
];

const line = (max: number) => safeString({ max, trim: true, singleLine: true });

export const textsSettings = z.object({
  companyName: line(120),
  welcomeMessage: safeString({ max: 500, trim: true }),
  showTextsOnLanding: z.boolean(),
});

export const featuresSettings = z.object({
  badgePrintingEnabled: z.boolean(),
  badgePrintingAutoCut: z.boolean(),
  badgeReprintAllowed: z.boolean(),
  voiceFeedbackEnabled: z.boolean(),
});

/** A colour of the accepted forms of contract/contrast.ts ('#rrggbb', 'rgba(...)', ...). */
export const brandColour = line(40).refine((value) => parseColour(value) !== null, {
  message: 'must be a colour such as #1a5f9e or rgba(26,95,158,1)',
});

export const brandingColorsSettings = z
  .object({
    primary: brandColour,
    secondary: brandColour,
    tertiary: brandColour,
    text: brandColour,
  })
  .refine((colours) => textOnPrimaryContrast(colours) >= MINIMUM_TEXT_CONTRAST, {
    message: `the text colour on the primary colour must have a contrast ratio of at least ${MINIMUM_TEXT_CONTRAST}:1`,
    path: ['text'],
  });

/**
 * Location configuration: disabled by default (spec/workers.md §2); its fields apply when enabled.
 * timeZone: the IANA zone the location's days start and end in (docs/midnight-and-time-zones.md),
 * or '' to inherit one (else the browser's zone is used).
 */
export const locationConfigSettings = z.object({
  enabled: z.boolean(),
  locationShortDescription: line(200),
  timeZone: line(64).refine((zone) => zone === '' || isTimeZone(zone), {
    message: 'must be an IANA time zone name such as Africa/Johannesburg, or empty',
  }),
  /**
   * The location's country (ISO 3166 two letters, such as ZA or GB), or '' (absent in values
   * saved before it existed) to take its ancestors': national phone numbers typed at the location
   * are read in it (server/locationSettings/siteCountry.ts).
   */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, 'must be two letters such as ZA or GB, or empty')
    .optional(),
});

/** The images section as stored and answered: the logo's address, set by an upload. */
export const imagesSettings = z.object({
  logoImage: z.nullable(z.string().max(200)),
});

export type TextsSettings = z.infer<typeof textsSettings>;
export type FeaturesSettings = z.infer<typeof featuresSettings>;
export type ImagesSettings = z.infer<typeof imagesSettings>;
export type BrandingColorsSettings = z.infer<typeof brandingColorsSettings>;
export type LocationConfigSettings = z.infer<typeof locationConfigSettings>;

export interface LocationSettingsValues {
  texts: TextsSettings;
  features: FeaturesSettings;
  images: ImagesSettings;
  brandingColors: BrandingColorsSettings;
  locationConfig: LocationConfigSettings;
}

/** What applies where no location up the tree stores a section (the default green, no logo). */
export const DEFAULT_LOCATION_SETTINGS: LocationSettingsValues = {
  texts: { companyName: '', welcomeMessage: '', showTextsOnLanding: false },
  features: {
    badgePrintingEnabled: false,
    badgePrintingAutoCut: false,
    badgeReprintAllowed: false,
    voiceFeedbackEnabled: false,
  },
  images: { logoImage: null },
  brandingColors: { ...DEFAULT_BRAND_COLOURS },
  locationConfig: { enabled: false, locationShortDescription: '', timeZone: '', country: '' },
};

/**
 * The contrast rule for brand colours: the text colour on the primary colour (buttons, header),
 * WCAG 2 ratio (L1 + 0.05) / (L2 + 0.05) rounded to 2 decimals (spec/frame.md "Branding and
 * theme"); a save needs at least MINIMUM_TEXT_CONTRAST (4.5, WCAG AA for normal text). 0 when a
 * colour does not parse.
 */
export function textOnPrimaryContrast(colours: { primary: string; text: string }): number {
  if (!parseColour(colours.primary) || !parseColour(colours.text)) return 0;
  return contrastRatio(colours.text, colours.primary);
}

/** Logo upload: PNG, JPEG or SVG (checked by content, not by name), at most this many bytes. */
export const LOGO_CONTENT_TYPES = ['image/png', 'image/jpeg', 'image/svg+xml'] as const;
export type LogoContentType = (typeof LOGO_CONTENT_TYPES)[number];
export const MAX_LOGO_BYTES = 256 * 1024;
/** base64 of MAX_LOGO_BYTES. */
const MAX_LOGO_BASE64 = Math.ceil(MAX_LOGO_BYTES / 3) * 4;

export const logoUpload = z.object({
  contentType: z.enum(LOGO_CONTENT_TYPES),
  data: z
    .string()
    .min(4)
    .max(MAX_LOGO_BASE64, `must be at most ${MAX_LOGO_BYTES / 1024} KiB`)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'must be base64'),
});
export type LogoUpload = z.infer<typeof logoUpload>;

/** One section at one location: its own stored value (if any) and what applies there. */
export const sectionState = <S extends z.ZodType>(value: S) =>
  z.object({
    /** The location's own value, null when it inherits. */
    own: z.nullable(value),
    /** lmt of the own value (0 when none): a save names it, a stale one is refused. */
    lmt: z.number().int().nonnegative(),
    /** The value in effect: the own value, else the nearest ancestor's, else the default. */
    effective: value,
    /** The location the effective value comes from; null for the default. */
    source: z.nullable(z.string()),
  });

const storedTexts = textsSettings;
const storedColours = z.object({
  primary: z.string(),
  secondary: z.string(),
  tertiary: z.string(),
  text: z.string(),
});

export const locationSettingsState = z.object({
  texts: sectionState(storedTexts),
  features: sectionState(featuresSettings),
  images: sectionState(imagesSettings),
  brandingColors: sectionState(storedColours),
  locationConfig: sectionState(locationConfigSettings),
});
export type LocationSettingsState = z.infer<typeof locationSettingsState>;
export type SectionState<K extends LocationSettingsSection> = LocationSettingsState[K];

export const LOCATION_SETTINGS_RETRIEVED = 'LOCATION_SETTINGS_RETRIEVED';
export const LOCATION_SETTINGS_SAVED = 'LOCATION_SETTINGS_SAVED';
/** A save naming an lmt other than the stored one (someone saved the section meanwhile). */
export const SETTINGS_OBSOLETE = 'SETTINGS_OBSOLETE';
/** A logo whose content is not a PNG, JPEG or safe SVG of the declared type. */
export const LOGO_NOT_ACCEPTED = 'LOGO_NOT_ACCEPTED';
/** Subject of the globalEvents notice announcing a settings change (configuration refresh). */
export const LOCATION_SETTINGS_SUBJECT = 'locationSettings';

export const retrieveLocationSettingsRequest = z.object({ EntityHierarchy: locationKey() });

const save = <S extends LocationSettingsSection, V extends z.ZodType>(section: S, value: V) =>
  z.object({
    EntityHierarchy: locationKey(),
    section: z.literal(section),
    /** The own lmt the administrator saw (0: the location had no own value). */
    lmt: z.number().int().nonnegative(),
    /** The new own value; null resets the section to the inherited one. */
    value: z.nullable(value),
  });

export const saveLocationSettingsRequest = z.discriminatedUnion('section', [
  save('texts', textsSettings),
  save('features', featuresSettings),
  save('images', logoUpload),
  save('brandingColors', brandingColorsSettings),
  save('locationConfig', locationConfigSettings),
]);
export type SaveLocationSettingsRequest = z.input<typeof saveLocationSettingsRequest>;

/** The value a save of each section sends (null in the request resets it to the inherited one). */
export interface SectionSaveValues {
  texts: z.input<typeof textsSettings>;
  features: z.input<typeof featuresSettings>;
  images: z.input<typeof logoUpload>;
  brandingColors: z.input<typeof brandingColorsSettings>;
  locationConfig: z.input<typeof locationConfigSettings>;
}

/** Where a save goes and which own value it replaces (the lmt the administrator saw). */
export interface SectionSaveTarget {
  EntityHierarchy: string;
  lmt: number;
}

type SaveRequestBuilders = {
  [K in LocationSettingsSection]: (
    target: SectionSaveTarget,
    value: SectionSaveValues[K] | null,
  ) => SaveLocationSettingsRequest;
};

const saveRequestBuilders: SaveRequestBuilders = {
  texts: (target, value) => ({ ...target, section: 'texts', value }),
  features: (target, value) => ({ ...target, section: 'features', value }),
  images: (target, value) => ({ ...target, section: 'images', value }),
  brandingColors: (target, value) => ({ ...target, section: 'brandingColors', value }),
  locationConfig: (target, value) => ({ ...target, section: 'locationConfig', value }),
};

/** The request that saves `value` as section K's own value at the target (null: reset). */
export const saveSectionRequest = <K extends LocationSettingsSection>(
  section: K,
  target: SectionSaveTarget,
  value: SectionSaveValues[K] | null,
): SaveLocationSettingsRequest => saveRequestBuilders[section](target, value);
