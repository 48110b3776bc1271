/**
 * The town a typed location searches: its first suggestion, which is the town of that very name when
 * there is one ('gen' searches Gent, 'as' searches As and not Asse), else the text as typed (a town the
 * list does not know, a failed lookup, fewer than two letters). Undefined while the suggestions load.
 */
export function searchedTown(
  typed: string,
  suggestions: { data?: { name: string }[]; isLoading: boolean },
): string | undefined {
  if (suggestions.isLoading) return undefined;
  return suggestions.data?.[0]?.name ?? typed;
}
