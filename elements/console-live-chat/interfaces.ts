/** How the live chat button presents itself: an icon button on the header bar, or a labelled row in a drawer. */
export type LiveChatVariant = 'bar' | 'inline';
