import { observer } from 'mobx-react-lite';
/** While the session or a page is on its way: a quiet spinner, announced once to screen readers. */
export const PageLoading = observer(function PageLoading() {
  return (
  <div className="page-loading" role="status">
    <span className="page-loading-ring" aria-hidden="true" />
    <span className="visually-hidden">Loading</span>
  </div>
);
});
