export const skillKeys = { ofUser: (userID: number | undefined) => ['skills', userID] as const };
