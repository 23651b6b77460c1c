/** Query key of the player's support conversation (features/support-chat reads it; realtime refreshes it). */
export const supportConversationQueryKey = ['support', 'conversation'] as const;
