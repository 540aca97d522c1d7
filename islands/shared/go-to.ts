import { navigate } from '../../stores/route.ts';

/** Goes to a console path through the router; before routing has started the browser loads the path instead. */
export function goTo(path: string): void {
  try {
    navigate(path);
  } catch {
    window.location.assign(path);
  }
}
