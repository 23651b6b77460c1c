import { createOpenFlag } from '../open-flag';

/** The VIP drawer (shell spec §4 "VIP drawer"): opened from the sidebar. */
const vipDrawer = createOpenFlag();

export const openVipDrawer = vipDrawer.open;
export const closeVipDrawer = vipDrawer.close;
export const useVipDrawerOpen = vipDrawer.useOpen;
