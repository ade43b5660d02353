/** The phone number rules live in the contract (the directory's row rules read numbers too). */
export * from '../../contract/phoneNumbers.ts';
