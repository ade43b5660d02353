import 'fake-indexeddb/auto';
import { markFirstContent } from '../../src/ui/firstContent.ts';

// Component tests render one part at a time: what waits for a page's first content starts at once.
markFirstContent();
