import type { ManifestOptions } from 'vite-plugin-pwa';

export const webManifest: Partial<ManifestOptions> = {
  name: 'Gatehouse',
  short_name: 'Gatehouse',
  description: 'Visitor, worker, parking and evacuation logbook for every site',
  theme_color: '#6ab464',
  background_color: '#122738',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    {
      src: '/icons/icon-maskable-512.png',
      sizes: '512x512',
      type: 'image/png',
      purpose: 'maskable',
    },
  ],
};
