import {
  type ConvertCSSVariablesInput,
  type CSSVariablesResolver,
  convertCssVariables,
  DEFAULT_THEME,
  defaultCssVariablesResolver,
  type MantineThemeOverride,
  mergeMantineTheme,
} from '@mantine/core';

type Groups = keyof ConvertCSSVariablesInput;
const GROUPS: Groups[] = ['variables', 'light', 'dark'];

/**
 * The style element Mantine's provider writes with the theme's CSS variables (its
 * `MantineCssVariables`, with the provider's defaults: `:root, :host`, variables equal to
 * Mantine's own defaults left out), worked out once per theme instead of on every render.
 * Mantine builds the ~400 variables each time the provider renders: once per visit in the
 * browser, but once per page on the server, ~15% of rendering a trainer's page (ADR 0054).
 */
export function themeVariablesCss(theme: MantineThemeOverride, resolver: CSSVariablesResolver): string {
  const merged = mergeMantineTheme(DEFAULT_THEME, theme);
  const base = defaultCssVariablesResolver(merged);
  const own = resolver(merged);
  const defaults = defaultCssVariablesResolver(DEFAULT_THEME);
  const cleaned: ConvertCSSVariablesInput = { variables: {}, light: {}, dark: {} };
  for (const group of GROUPS) {
    const values: Record<string, string> = { ...base[group], ...own[group] };
    for (const [name, value] of Object.entries(values)) {
      if (defaults[group][name as keyof (typeof defaults)[typeof group]] !== value)
        cleaned[group][name as keyof ConvertCSSVariablesInput[typeof group]] = value;
    }
  }
  return convertCssVariables(cleaned);
}

/** `<MantineProvider withCssVariables={false}>` with this inside writes what Mantine's would. */
export function ThemeVariables({ css }: { css: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the theme's own variables, as Mantine writes them.
  return <style data-mantine-styles="true" dangerouslySetInnerHTML={{ __html: css }} />;
}
