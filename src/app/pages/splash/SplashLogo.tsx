import { Box } from '@mantine/core';

interface LogoColours {
  tile: string;
  house: string;
}

/** The app icon (public/favicon.svg) on a dark tile for the light theme, a light tile for dark. */
const VARIANTS: Record<'light' | 'dark', LogoColours> = {
  light: { tile: '#122738', house: '#6ab464' },
  dark: { tile: '#eef8ed', house: '#3f7f3a' },
};

function LogoSvg({ scheme, size }: { scheme: 'light' | 'dark'; size: number }) {
  const { tile, house } = VARIANTS[scheme];
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 64 64"
      width={size}
      height={size}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill={tile} />
      <path d="M12 30 32 13l20 17v21H12z" fill={house} />
      <path d="M23 51V38a9 9 0 0 1 18 0v13z" fill={tile} />
      <path d="M28 51V39M32 51V37M36 51V39" stroke={house} strokeWidth="2" />
    </svg>
  );
}

/**
 * The product logo in the variant of the active colour scheme (Mantine hides the other one with
 * CSS, so the right variant shows before any script reads the scheme).
 */
export function SplashLogo({ size = 72 }: { size?: number }) {
  return (
    <>
      <Box darkHidden data-logo-scheme="light" lh={0}>
        <LogoSvg scheme="light" size={size} />
      </Box>
      <Box lightHidden data-logo-scheme="dark" lh={0}>
        <LogoSvg scheme="dark" size={size} />
      </Box>
    </>
  );
}
