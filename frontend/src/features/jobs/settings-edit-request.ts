import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

const EDIT_PARAM = 'edit';
const EDIT_LOCATION = 'location';

/** The Send panel's "Open the Settings": the Settings tab, in edit mode, at the Location select. */
export const SETTINGS_LOCATION_SEARCH = `?tab=settings&${EDIT_PARAM}=${EDIT_LOCATION}`;

/**
 * Opens the Settings panel's edit mode when the URL asks for it, then drops the request from the
 * URL (a reload or Back does not open it again). True while the Location select should take the
 * focus: from the request until that editing ends.
 */
export function useSettingsEditRequest(
  canEdit: boolean,
  editing: boolean,
  startEditing: () => void,
): boolean {
  const [params, setParams] = useSearchParams();
  const asked = canEdit && params.get(EDIT_PARAM) === EDIT_LOCATION;
  const [focusLocation, setFocusLocation] = useState(false);
  const [wasEditing, setWasEditing] = useState(editing);
  // Adjusted while rendering (not in an effect), as React advises for state derived from props.
  if (asked && !focusLocation) setFocusLocation(true);
  if (editing !== wasEditing) {
    setWasEditing(editing);
    if (!editing && !asked) setFocusLocation(false);
  }
  useEffect(() => {
    if (!asked) return;
    startEditing();
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(EDIT_PARAM);
        return next;
      },
      { replace: true },
    );
    // Once per request: startEditing and setParams are new on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [asked]);
  return focusLocation && editing;
}
