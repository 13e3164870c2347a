import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';

/** The router's navigate, for a unit test to drive navigations with (render `<Navigator />` inside its router). */
export const testNavigation: { navigate: NavigateFunction } = {
  navigate: () => {
    throw new Error('render <Navigator /> inside a router first');
  },
};

export function Navigator() {
  const navigate = useNavigate();
  useEffect(() => {
    testNavigation.navigate = navigate;
  }, [navigate]);
  return null;
}
