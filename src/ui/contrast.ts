/** The contrast rule lives in the contract (server and client check brand colours alike). */
export * from '../../contract/contrast.ts';
