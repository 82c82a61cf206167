import { createTheme } from '@mantine/core';

// Thai-capable faces first: Sarabun / Noto Sans Thai when installed, Leelawadee UI and Tahoma on
// Windows office PCs, Loma / Garuda from fonts-thai-tlwg on Linux. Nothing is downloaded.
const FONT_STACK = [
  "'Sarabun'",
  "'Noto Sans Thai'",
  "'Leelawadee UI'",
  "'Loma'",
  "'Garuda'",
  '-apple-system',
  'BlinkMacSystemFont',
  "'Segoe UI'",
  'Tahoma',
  'sans-serif',
].join(', ');

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 7,
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK, fontWeight: '600' },
  defaultRadius: 'md',
  // Thai stacks marks above and below the line; a little more leading keeps them apart.
  lineHeights: { xs: '1.5', sm: '1.6', md: '1.65', lg: '1.65', xl: '1.7' },
});
