import { Button } from '@web/components/button';
import { ArrowDownIcon, ArrowUpIcon, EditIcon, TrashIcon } from '@web/components/icons';
import { IconButton, moveId } from '../shared/admin-ui';

type OrderedRowActionsProps = {
  /** The list's ids in their order, and this row's. */
  ids: number[];
  id: number;
  /** What each control says to a screen reader (and as its tooltip). */
  labels: { up: string; down: string; edit: string; remove: string };
  isActive: boolean;
  isReordering: boolean;
  isUpdating: boolean;
  /** The whole list's new order, this row moved one place. */
  onReorder: (order: number[]) => void;
  onEdit: () => void;
  onToggle: () => void;
  onRemove: () => void;
};

/** A row's controls in a list the operator orders (banners, ticker messages): up, down, edit, enable or disable, delete. */
export function OrderedRowActions({ ids, id, labels, isActive, isReordering, isUpdating, onReorder, onEdit, onToggle, onRemove }: OrderedRowActionsProps) {
  const position = ids.indexOf(id);
  return (
    <>
      <IconButton label={labels.up} disabled={position === 0 || isReordering} onClick={() => onReorder(moveId(ids, id, -1))}>
        <ArrowUpIcon className="size-4" />
      </IconButton>
      <IconButton label={labels.down} disabled={position === ids.length - 1 || isReordering} onClick={() => onReorder(moveId(ids, id, 1))}>
        <ArrowDownIcon className="size-4" />
      </IconButton>
      <IconButton label={labels.edit} onClick={onEdit}>
        <EditIcon className="size-4" />
      </IconButton>
      <Button variant="secondary" size="sm" disabled={isUpdating} onClick={onToggle}>
        {isActive ? 'Disable' : 'Enable'}
      </Button>
      <IconButton label={labels.remove} tone="danger" onClick={onRemove}>
        <TrashIcon className="size-4" />
      </IconButton>
    </>
  );
}
