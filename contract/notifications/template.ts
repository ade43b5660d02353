import { EVENT_VARIABLES, type EventType, SAMPLE_VALUES } from './catalogue.ts';

/**
 * Notification templates: the spec names the variables but no syntax, so a variable is written
 * `{{name}}` (spaces inside the braces allowed). Text outside the braces is sent as written.
 */

const VARIABLE = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** The token the picker inserts for a variable. */
export function variableToken(name: string): string {
  return `{{${name}}}`;
}

/** The variable names a template uses, each once, in order of first use. */
export function templateVariables(template: string): string[] {
  const names: string[] = [];
  for (const match of template.matchAll(VARIABLE)) {
    const name = match[1] as string;
    if (!names.includes(name)) names.push(name);
  }
  return names;
}

/** The variables a template uses that its event type does not offer. */
export function unknownVariables(template: string, eventType: EventType): string[] {
  const offered = EVENT_VARIABLES[eventType];
  return templateVariables(template).filter((name) => !offered.includes(name));
}

/** The template with each offered variable replaced by its value; unknown ones stay as written. */
export function renderTemplate(
  template: string,
  eventType: EventType,
  values: Readonly<Record<string, string>> = SAMPLE_VALUES,
): string {
  const offered = EVENT_VARIABLES[eventType];
  return template.replace(VARIABLE, (token, name: string) =>
    offered.includes(name) && values[name] !== undefined ? values[name] : token,
  );
}

/** Inserts `token` into `text` in place of the selection [start, end); answers the new caret. */
export function insertAt(
  text: string,
  token: string,
  start: number,
  end: number = start,
): { text: string; caret: number } {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + token + text.slice(to), caret: from + token.length };
}
