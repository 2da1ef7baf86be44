/** A role select's options, one a role, after its own empty choice. */
export function RoleOptions({
  roles,
}: {
  roles: readonly { id: string; name: string }[] | undefined;
}) {
  return roles?.map((role) => (
    <option key={role.id} value={role.id}>
      {role.name}
    </option>
  ));
}
