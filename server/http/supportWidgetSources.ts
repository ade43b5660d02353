/**
 * What the chat support widget (an Intercom-style messenger, src/app/services/supportWidget.ts)
 * loads, per CSP directive: Intercom's published allow-list for policies without
 * 'strict-dynamic' ("Using Intercom with Content Security Policy", intercom.com/help). Added to
 * the policy only for hosts whose environment file sets `supportWidget`.
 */
export const SUPPORT_WIDGET_SOURCES = {
  'script-src': [
    'https://app.intercom.io',
    'https://widget.intercom.io',
    'https://js.intercomcdn.com',
  ],
  'connect-src': [
    'https://via.intercom.io',
    'https://api.intercom.io',
    'https://api.au.intercom.io',
    'https://api.eu.intercom.io',
    'https://api-iam.intercom.io',
    'https://api-iam.eu.intercom.io',
    'https://api-iam.au.intercom.io',
    'https://api-ping.intercom.io',
    'https://*.intercom-messenger.com',
    'wss://*.intercom-messenger.com',
    'https://nexus-websocket-a.intercom.io',
    'wss://nexus-websocket-a.intercom.io',
    'https://nexus-websocket-b.intercom.io',
    'wss://nexus-websocket-b.intercom.io',
    'https://nexus-europe-websocket.intercom.io',
    'wss://nexus-europe-websocket.intercom.io',
    'https://nexus-australia-websocket.intercom.io',
    'wss://nexus-australia-websocket.intercom.io',
    'https://uploads.intercomcdn.com',
    'https://uploads.intercomcdn.eu',
    'https://uploads.au.intercomcdn.com',
    'https://uploads.intercomusercontent.com',
  ],
  'frame-src': [
    'https://intercom-sheets.com',
    'https://www.intercom-reporting.com',
    'https://www.youtube.com',
    'https://player.vimeo.com',
    'https://fast.wistia.net',
  ],
  'font-src': ['https://js.intercomcdn.com', 'https://fonts.intercomcdn.com'],
  'media-src': ['https://js.intercomcdn.com'],
  'form-action': ['https://intercom.help', 'https://api-iam.intercom.io'],
} as const satisfies Partial<Record<string, readonly string[]>>;
