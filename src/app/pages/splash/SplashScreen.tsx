import { Trans, useLingui } from '@lingui/react/macro';
import { Box, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useActiveBranding } from '../../branding/brandStore.ts';
import { useProductTitle } from '../../branding/productTitle.ts';
import { launchOptions } from '../../shell/launchOptions.ts';
import { SplashLogo } from './SplashLogo.tsx';

/** The title's entrance animation; the logo starts bouncing when it has ended. */
export const TITLE_ANIMATION_MS = 600;
export const LOGO_BOUNCE_MS = 1200;

const KEYFRAMES =
  '@keyframes gatehouse-splash-title{from{opacity:0;transform:translateY(-12px)}to{opacity:1;transform:none}}' +
  '@keyframes gatehouse-splash-bounce{0%,100%{transform:translateY(0)}50%{transform:translateY(-14px)}}' +
  '@media (prefers-reduced-motion: reduce){[data-splash-animated]{animation:none!important}}';

/** The configured primary colour (the location's branding, else ?primarycolor=), if any. */
function configuredPrimaryColour(branding: ReturnType<typeof useActiveBranding>) {
  if (!branding.isDefaultColor) return branding.primaryColor;
  return launchOptions().primaryColor;
}

/**
 * Splash and loading screen (spec/frame.md §2): product title (white label: the brand's name), the tagline, a bouncing logo in the
 * variant of the colour scheme and a spinner in the configured primary colour when one is set
 * (the theme's primary otherwise). The title animation ends, then the logo bounce starts; both
 * are still under prefers-reduced-motion.
 */
export function SplashScreen() {
  const { t } = useLingui();
  const colour = configuredPrimaryColour(useActiveBranding());
  const title = useProductTitle();
  return (
    <Center mih="100vh" role="status" aria-live="polite" aria-label={t`Loading`}>
      <style>{KEYFRAMES}</style>
      <Stack align="center" gap="xs">
        <Box
          data-splash-animated
          data-testid="splash-logo"
          style={{
            animation: `gatehouse-splash-bounce ${LOGO_BOUNCE_MS}ms ease-in-out ${TITLE_ANIMATION_MS}ms infinite`,
          }}
        >
          <SplashLogo />
        </Box>
        {title && (
          <Title
            order={1}
            c="brand"
            data-splash-animated
            style={{ animation: `gatehouse-splash-title ${TITLE_ANIMATION_MS}ms ease-out both` }}
          >
            {title}
          </Title>
        )}
        <Text c="dimmed">
          <Trans>The Logbook of the Future</Trans>
        </Text>
        <Loader mt="md" data-testid="splash-spinner" {...(colour ? { color: colour } : {})} />
      </Stack>
    </Center>
  );
}
