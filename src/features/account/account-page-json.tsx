import { Route, Routes } from 'react-router-dom';
import { PageSections } from '@/renderer/page-sections';
import { RegistryProvider } from '@/renderer/registry-context';
import { accountBlocks } from './blocks';

/**
 * An account page's JSON drawn by the renderer with the account's blocks, under its route pattern so the
 * blocks read their parameters (a link's token, an order number): the stories' frame for the account pages.
 */
export function AccountPageJson({ sections, path, pattern }: { sections: unknown[]; path: string; pattern: string }) {
  return (
    <RegistryProvider registry={accountBlocks}>
      <Routes>
        <Route path={pattern} element={<PageSections sections={sections} path={path} />} />
      </Routes>
    </RegistryProvider>
  );
}
