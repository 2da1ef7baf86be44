import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { signedOut } from '../../shared/api/auth-slice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useLogoutMutation } from './auth-api';

/**
 * Logout: revokes the user's tokens on the server (POST /auth/logout), then forgets the session
 * and opens the login page — also when the server cannot be reached.
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const [logout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const signOut = useCallback(async () => {
    try {
      await logout().unwrap();
    } catch {
      // Signed out locally all the same.
    }
    dispatch(signedOut());
    await navigate(paths.login, { replace: true });
  }, [dispatch, logout, navigate]);
  return { signOut, signingOut: isLoading };
}
