import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { RootState } from './root-reducer';

/** The store's dispatch (configureStore's default middleware adds thunks). */
type AppDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

/** useDispatch and useSelector typed for this app's store: use these, not react-redux's. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
