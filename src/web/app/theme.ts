import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Court blue: shade 6 keeps white button text above 4.5:1 contrast.
const brand: MantineColorsTuple = [
  '#eaf0fe',
  '#d5e0fc',
  '#abc1f8',
  '#7fa0f4',
  '#5a84f0',
  '#4272ee',
  '#235beb',
  '#1c4fd8',
  '#1a46c4',
  '#163ba6',
];

// Energy orange for accents; pair it with dark text (7:1 on shade 6).
const accent: MantineColorsTuple = [
  '#fff4e5',
  '#ffe7cc',
  '#ffcf99',
  '#ffb562',
  '#ffa036',
  '#ff931a',
  '#ff8a00',
  '#e37a00',
  '#ca6b00',
  '#b05c00',
];

const fontStack =
  "Inter, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const theme = createTheme({
  primaryColor: 'brand',
  primaryShade: 6,
  colors: { brand, accent },
  fontFamily: fontStack,
  headings: { fontFamily: fontStack, fontWeight: '800' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  // Someone who asked their device for less motion gets dialogs, menus and toasts without their
  // slide and fade. The browser journeys ask for it too: a dialog that moves while it opens took
  // a click at its button's earlier place on a slow host (ADR 0067).
  respectReducedMotion: true,
  // Mantine's close buttons are an icon alone: without a name a screen reader says "button".
  // Plain objects, not `Modal.extend`: the theme is in every page's first load, the dialogs are not.
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
});
