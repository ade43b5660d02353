/** Moved to the client kit; re-exported for app code that still imports this path. */
export {
  getStoredLocation,
  storeLocation,
  useStoredLocation,
} from '../../kit/location/selectedLocation.ts';
