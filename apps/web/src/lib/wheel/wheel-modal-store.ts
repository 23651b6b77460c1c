import { createOpenFlag } from '../open-flag';

/** The wheel-of-luck modal (shell spec §4): opened by the tab bar, the sidebar or a banner. */
const wheelModal = createOpenFlag();

export const openWheel = wheelModal.open;
export const closeWheel = wheelModal.close;
export const useWheelOpen = wheelModal.useOpen;
