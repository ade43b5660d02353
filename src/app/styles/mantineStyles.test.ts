import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const STYLES_MODULE = join(import.meta.dirname, 'mantine.css');
const CORE_STYLES = join(process.cwd(), 'node_modules/@mantine/core/styles');

/**
 * Stylesheets a component needs besides its own: the components it is built on (from Mantine's
 * sources). Each must come before the component's own sheet.
 */
const BUILT_ON: Record<string, readonly string[]> = {
  ActionIcon: ['UnstyledButton'],
  Autocomplete: ['Combobox', 'Input', 'Popover'],
  Burger: ['UnstyledButton'],
  Button: ['UnstyledButton'],
  Checkbox: ['InlineInput', 'CheckboxIndicator'],
  Chip: ['UnstyledButton'],
  Drawer: ['ModalBase', 'Overlay', 'CloseButton'],
  FileInput: ['Input'],
  Menu: ['Popover', 'UnstyledButton'],
  Modal: ['ModalBase', 'Overlay', 'CloseButton', 'Paper'],
  MultiSelect: ['Combobox', 'Input', 'Pill', 'PillsInput', 'Popover'],
  NativeSelect: ['Input'],
  NavLink: ['UnstyledButton'],
  NumberInput: ['Input'],
  Pagination: ['UnstyledButton', 'Group'],
  PasswordInput: ['Input'],
  Radio: ['InlineInput', 'RadioIndicator'],
  SegmentedControl: ['FloatingIndicator'],
  Select: ['Combobox', 'Input', 'Popover', 'ScrollArea'],
  Switch: ['InlineInput'],
  TagsInput: ['Combobox', 'Input', 'Pill', 'PillsInput', 'Popover'],
  TextInput: ['Input'],
  Textarea: ['Input'],
  Tooltip: ['Popover'],
};

/** @mantine/notifications draws core's Notification. */
const NOTIFICATIONS_NEED = ['Notification', 'Loader', 'CloseButton'];
const GLOBAL = ['baseline', 'default-css-variables', 'global'];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function importedSheets(): string[] {
  const text = readFileSync(STYLES_MODULE, 'utf8');
  return [...text.matchAll(/@import "@mantine\/core\/styles\/([A-Za-z-]+)\.css";/g)].map(
    (match) => match[1] as string,
  );
}

function usedComponents(): { components: Set<string>; notifications: boolean } {
  const components = new Set<string>();
  let notifications = false;
  for (const file of sourceFiles(join(process.cwd(), 'src'))) {
    const text = readFileSync(file, 'utf8');
    if (text.includes("from '@mantine/notifications'")) notifications = true;
    for (const match of text.matchAll(
      /import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@mantine\/core'/g,
    )) {
      for (const part of (match[1] as string).split(',')) {
        const name = part.trim();
        if (name && !name.startsWith('type ')) components.add(name.split(/\s+as\s+/)[0] as string);
      }
    }
  }
  return { components, notifications };
}

describe('Mantine styles per component', () => {
  it('imports the stylesheet of every component the app uses, after what it is built on', () => {
    const sheets = importedSheets();
    const { components, notifications } = usedComponents();
    expect(components.size).toBeGreaterThan(10);
    const needed = new Map<string, string[]>();
    const need = (sheet: string, after: string[] = []) => {
      if (existsSync(join(CORE_STYLES, `${sheet}.css`))) needed.set(sheet, after);
    };
    for (const component of components) {
      for (const base of BUILT_ON[component] ?? []) need(base);
      need(component, [...(BUILT_ON[component] ?? [])]);
    }
    if (notifications) for (const sheet of NOTIFICATIONS_NEED) need(sheet);
    const missing = [...GLOBAL, ...needed.keys()].filter((sheet) => !sheets.includes(sheet));
    expect(missing, `add to mantine.css: ${missing.join(', ')}`).toEqual([]);
    const misordered = [...needed].flatMap(([sheet, bases]) =>
      bases
        .filter((base) => needed.has(base) && sheets.indexOf(base) > sheets.indexOf(sheet))
        .map((base) => `${base} before ${sheet}`),
    );
    expect(misordered).toEqual([]);
    expect(sheets.slice(0, 3)).toEqual(GLOBAL);
  });
});
