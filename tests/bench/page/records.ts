/** Synthetic visitor log records of about 1 KB each, spread over `locationCount` sites. */
export function makeVisitorRecords(count: number, locationCount: number, startTime: number) {
  const filler = 'x'.repeat(620);
  const records = [];
  for (let i = 0; i < count; i++) {
    const site = `bench#region-${i % 2}#site-${i % locationCount}`;
    const evtTimeStamp = startTime + i * 1000;
    const ProfileId = `profile-${i.toString().padStart(6, '0')}`;
    records.push({
      EntityHierarchy: site,
      evtTimeStampProfileID: `${evtTimeStamp}#${ProfileId}`,
      evtTimeStamp,
      ProfileId,
      lmt: evtTimeStamp,
      changeSeq: i + 1,
      visitorFullDetails: {
        ProfileId,
        firstName: `First${i}`,
        lastName: `Last${i}`,
        email: `visitor${i}@example.com`,
        company: 'Bench Company',
      },
      hostDetails: { name: 'Host Person', uniqueAttributeValue: 'host@example.com' },
      notes: filler,
    });
  }
  return records;
}

export function siteKey(index: number, locationCount: number): string {
  return `bench#region-${index % 2}#site-${index % locationCount}`;
}
