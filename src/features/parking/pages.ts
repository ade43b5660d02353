/**
 * The parking pages as one lazy chunk: one dynamic import for all parking routes keeps the
 * router's entry (the initial JS) from carrying one preload list per page.
 */
export { CreateOnDemandBookingPage, CreateProvisionedBookingPage } from './CreateBookingPage.tsx';
export { ParkingBookingsPage } from './ParkingBookingsPage.tsx';
export { ParkingLogPage } from './ParkingLogPage.tsx';
export { ParkingAnalyticsPage } from './ParkingAnalyticsPage.tsx';
