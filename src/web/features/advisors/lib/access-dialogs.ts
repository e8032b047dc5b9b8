/** The dialogs an advisor's card opens about professional access (see RecordsPage `dialogs`). */
export type AccessDialog = 'grant' | 'renew' | 'revoke' | 'scope';
