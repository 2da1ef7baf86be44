import { useId } from 'react';
import Alert from 'react-bootstrap/Alert';
import { errorMessage } from '../../shared/api/api-error';
import { useHasPermission } from '../../shared/api/auth-slice';
import { LoadingState } from '../../shared/components/loading-state';
import { PermissionGroups } from './permission-groups';
import { useListPermissionsQuery } from './users-api';

interface RolePermissionsProps {
  chosen: number[];
  onToggle: (id: number, on: boolean) => void;
}

/** The permission catalogue to choose from, once it has loaded; at least one is needed. */
export function RolePermissions({ chosen, onToggle }: RolePermissionsProps) {
  const idPrefix = useId();
  const permissions = useListPermissionsQuery();
  const isSuper = useHasPermission('super');
  const catalogue = permissions.data;
  return (
    <>
      {catalogue ? (
        <PermissionGroups
          catalogue={catalogue}
          chosen={chosen}
          isSuper={isSuper}
          idPrefix={idPrefix}
          onToggle={onToggle}
        />
      ) : permissions.isError ? (
        <Alert variant="danger">
          {errorMessage(permissions.error, 'The permissions could not be loaded.')}
        </Alert>
      ) : (
        <LoadingState label="Loading permissions…" />
      )}
      {chosen.length === 0 && (
        <p className="small text-body-secondary mt-3 mb-0">Choose at least one permission.</p>
      )}
    </>
  );
}
