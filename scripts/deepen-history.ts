/**
 * First step of `npm run build` and `build:strict`: deepens a shallow clone so
 * that "Last updated" can show each page's last commit (src/config/git-history.ts).
 * Never fails the build: when it cannot deepen, the config hides the dates.
 */
import {deepenHistory} from '../src/config/git-history';

console.log(`[last-update] ${deepenHistory(process.cwd())}`);
