import { Button, Classes, Menu, MenuDivider, MenuItem, Popover, Tag } from '@blueprintjs/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { SavedView } from '../../shared/api/endpoints/savedViews';
import { isManager } from '../../shared/domain/permissions';
import { mayDo } from '../../shared/domain/resourceAccess';
import { getResource, isResourceName, type ResourceName } from '../../shared/domain/resources';
import { useApi } from '../core/bridge';
import { useCurrentUser } from '../core/session/useCurrentUser';
import { useLabels } from '../components/labels/useLabels';
import type { ListState } from './listState';
import { ManageViewsDialog } from './ManageViewsDialog';
import { savedViewQueries } from './savedViewQueries';
import { listStateOf, showsView } from './savedViewState';
import { SaveViewDialog } from './SaveViewDialog';
import './savedViews.css';

/** Props of {@link SavedViewsMenu}. */
export interface SavedViewsMenuProps {
  /** The list's resource: its views, under its own `get`. */
  readonly resource: string;
  readonly state: ListState;
  /** Shows a view: the list takes its search, filters, sort and page size. */
  readonly onApply: (next: ListState) => void;
}

/**
 * The list header's Views button (issue 12): one's own saved views and those shared with
 * one's role, chosen to apply; save the current list as a view; manage one's own. Shown only
 * to those who may read the list.
 */
export function SavedViewsMenu({ resource, state, onApply }: SavedViewsMenuProps) {
  const user = useCurrentUser();
  const def = getResource(resource);
  if (!def || !isResourceName(resource) || !mayDo(user, def, 'get')) return null;
  return <ViewsButton resource={resource} state={state} onApply={onApply} />;
}

type Dialog = 'save' | 'manage' | null;

function ViewsButton({ resource, state, onApply }: SavedViewsMenuProps & { readonly resource: ResourceName }) {
  const { t } = useLabels();
  const call = useApi();
  const user = useCurrentUser();
  const views = useQuery(savedViewQueries.list(call, resource));
  const [dialog, setDialog] = useState<Dialog>(null);
  const all = views.data ?? [];
  const mine = all.filter((v) => v.userId === user.id);
  const shared = all.filter((v) => v.userId !== user.id);
  const editable = isManager(user) ? all : mine;
  const active = all.find((v) => showsView(state, v.state));

  const item = (view: SavedView) => (
    <MenuItem
      key={view.id}
      icon={view === active ? 'tick' : view.roleId === null ? 'person' : 'people'}
      active={view === active}
      text={
        <>
          {view.name}
          {view.userId !== user.id && view.ownerName && (
            <span className={`${Classes.TEXT_MUTED} bo-saved-view-owner`}> · {view.ownerName}</span>
          )}
        </>
      }
      labelElement={
        view.roleName ? (
          <Tag minimal round title={t('savedViews.sharedWith', { role: view.roleName })}>
            {view.roleName}
          </Tag>
        ) : undefined
      }
      data-testid="saved-view-item"
      onClick={() => onApply(listStateOf(view.state))}
    />
  );

  const content = (
    <Menu className="bo-saved-views-menu" data-testid="saved-views-menu">
      {views.isPending && <MenuItem disabled text={t('list.loading')} />}
      {views.isError && <MenuItem disabled icon="error" text={views.error.message} />}
      {views.isSuccess && all.length === 0 && <MenuItem disabled text={t('savedViews.none')} />}
      {mine.length > 0 && <MenuDivider title={t('savedViews.mine')} />}
      {mine.map(item)}
      {shared.length > 0 && <MenuDivider title={t('savedViews.shared')} />}
      {shared.map(item)}
      <MenuDivider />
      <MenuItem
        icon="floppy-disk"
        text={t('savedViews.saveCurrent')}
        data-testid="saved-views-save"
        onClick={() => setDialog('save')}
      />
      {editable.length > 0 && (
        <MenuItem
          icon="cog"
          text={t('savedViews.manage')}
          data-testid="saved-views-manage"
          onClick={() => setDialog('manage')}
        />
      )}
    </Menu>
  );

  return (
    <>
      <Popover
        content={content}
        placement="bottom-end"
        className="bo-saved-views-target"
        onOpening={() => void views.refetch()}
      >
        <Button
          icon="bookmark"
          endIcon="caret-down"
          ellipsizeText
          text={active ? active.name : t('savedViews.views')}
          title={active ? t('savedViews.showing', { name: active.name }) : undefined}
          data-testid="saved-views"
        />
      </Popover>
      {dialog === 'save' && <SaveViewDialog resource={resource} state={state} onClose={() => setDialog(null)} />}
      {dialog === 'manage' && (
        <ManageViewsDialog resource={resource} state={state} views={editable} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
