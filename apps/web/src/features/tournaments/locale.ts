import english from '../../locales/en/tournaments.json';
import { registerSection } from '../../lib/i18n';

// The tournaments pages bring their English with their own chunk, keeping the first load small.
registerSection('tournaments', english);
