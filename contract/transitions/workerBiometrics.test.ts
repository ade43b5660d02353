import { describe, expect, test } from 'vitest';
import {
  acceptedLogImage,
  badgeRefusal,
  rejectedLogImage,
  withBadgeNumber,
  withoutReferenceImage,
} from './workerBiometrics.ts';

const event = {
  evtTimeStampProfileID: 'k',
  s3ImageKey: 'img/1.jpg',
  biometricProcessingStatus: 'PENDING',
};

describe('image review', () => {
  test('accept and reject set the review and the biometric status; no image: unchanged', () => {
    expect(acceptedLogImage(event)).toMatchObject({
      imageReviewStatus: 'ACCEPTED',
      biometricProcessingStatus: 'MANUALLY_ACCEPTED',
    });
    expect(rejectedLogImage(event)).toMatchObject({
      imageReviewStatus: 'REJECTED',
      biometricProcessingStatus: 'MANUALLY_REJECTED',
    });
    const bare = { evtTimeStampProfileID: 'k' };
    expect(acceptedLogImage(bare)).toBe(bare);
    expect(acceptedLogImage(undefined)).toBeNull();
  });

  test('the reference image is removed only when it is the one named', () => {
    const person = { ProfileId: 'w1', referenceImageKey: 'img/1.jpg' };
    expect(withoutReferenceImage(person, 'img/1.jpg')).toEqual({ ProfileId: 'w1' });
    expect(withoutReferenceImage(person, 'img/2.jpg')).toBe(person);
  });
});

describe('badge capture', () => {
  test('an empty or unchanged number is refused and changes nothing', () => {
    const badged = withBadgeNumber(event, 'B-1');
    expect(badged).toMatchObject({ badgeNumber: 'B-1' });
    expect(badgeRefusal(badged ?? {}, 'B-1')).not.toBeNull();
    expect(badgeRefusal(event, ' ')).not.toBeNull();
    expect(withBadgeNumber(badged ?? undefined, 'B-1')).toBe(badged);
  });
});
