/** While the session or a page is on its way: a quiet spinner, announced once to screen readers. */
export const PageLoading = () => (
  <div className="page-loading" role="status">
    <span className="page-loading-ring" aria-hidden="true" />
    <span className="visually-hidden">Loading</span>
  </div>
);
