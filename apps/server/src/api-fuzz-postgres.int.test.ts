// The API fuzz (test/api-fuzz-suite.ts) on postgres; the other database has a file of its own.
import { describeApiFuzz } from './test/api-fuzz-suite';

describeApiFuzz('postgres');
