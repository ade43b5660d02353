import { describe, expect, it } from 'vitest';
import {
  evacuationSignOutRefusal,
  isEvacuationInitiator,
  signOutBlockingEvacuation,
} from './evacuationInitiator.ts';

const MIA = { sub: 'u-mia', email: 'Mia@Example.com' };
const ADA = { sub: 'u-ada', email: 'ada@example.com' };
const START = 1_700_000_000_000;
const region = {
  EntityHierarchy: 'acme#south',
  active: true,
  activatedTimestamp: START,
  initiator: 'mia@example.com',
};

describe('isEvacuationInitiator', () => {
  it('matches the user id exactly or the email ignoring case and spaces', () => {
    expect(isEvacuationInitiator('u-mia', MIA)).toBe(true);
    expect(isEvacuationInitiator(' MIA@example.COM ', MIA)).toBe(true);
    expect(isEvacuationInitiator('U-MIA', MIA)).toBe(false);
    expect(isEvacuationInitiator('mia@example.com', ADA)).toBe(false);
    expect(isEvacuationInitiator('', MIA)).toBe(false);
    expect(isEvacuationInitiator(undefined, MIA)).toBe(false);
  });
});

describe('signOutBlockingEvacuation', () => {
  const at = START + 60_000;
  it('blocks everyone but the initiator at the location and below it while active', () => {
    expect(signOutBlockingEvacuation([region], 'acme#south#george', ADA, at)).toBe(region);
    expect(signOutBlockingEvacuation([region], 'acme#south', ADA, at)).toBe(region);
    expect(signOutBlockingEvacuation([region], 'acme#south#george', MIA, at)).toBeUndefined();
  });

  it('does not block elsewhere, after the end, or for a sign-out made before the start', () => {
    expect(signOutBlockingEvacuation([region], 'acme#southern', ADA, at)).toBeUndefined();
    expect(signOutBlockingEvacuation([region], 'acme', ADA, at)).toBeUndefined();
    const ended = { ...region, active: false };
    expect(signOutBlockingEvacuation([ended], 'acme#south#george', ADA, at)).toBeUndefined();
    expect(signOutBlockingEvacuation([region], 'acme#south', ADA, START - 1)).toBeUndefined();
    expect(signOutBlockingEvacuation([region], 'acme#south', ADA, START)).toBe(region);
  });

  it('an evacuation without an initiator blocks everyone', () => {
    const { initiator: _none, ...nobody } = region;
    expect(signOutBlockingEvacuation([nobody], 'acme#south', MIA, at)).toBe(nobody);
    expect(evacuationSignOutRefusal(undefined, 'acme#south')).toBe(
      'An evacuation is active at acme#south: only its initiator may sign visitors out there until it ends',
    );
  });
});
