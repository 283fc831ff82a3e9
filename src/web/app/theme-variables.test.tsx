import { MantineProvider } from '@mantine/core';
import { renderToStaticMarkup } from 'react-dom/server.node';
import { describe, expect, it } from 'vitest';
import { cssVariablesResolver, Providers } from './providers';
import { theme } from './theme';
import { ThemeVariables, themeVariablesCss } from './theme-variables';

// The theme's variables are worked out once (ADR 0054); pages must still carry exactly what
// Mantine's provider writes, or colours, fonts and spacing would change.
describe('theme variables', () => {
  const mantines = renderToStaticMarkup(
    <MantineProvider
      theme={theme}
      defaultColorScheme="light"
      cssVariablesResolver={cssVariablesResolver}
      withGlobalClasses={false}
    >
      {null}
    </MantineProvider>,
  );

  it('writes the style element Mantine writes for the app theme', () => {
    const ours = renderToStaticMarkup(
      <ThemeVariables css={themeVariablesCss(theme, cssVariablesResolver)} />,
    );
    expect(mantines).toContain('--mantine-color-brand-6: #235beb');
    expect(mantines).toContain('--mantine-color-dimmed: #5f6670');
    expect(ours).toBe(mantines);
  });

  it('is in every page the providers render, once', () => {
    const page = renderToStaticMarkup(<Providers>{null}</Providers>);
    expect(page.split(mantines).length - 1).toBe(1);
  });
});
