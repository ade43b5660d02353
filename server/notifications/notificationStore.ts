import { randomUUID } from 'node:crypto';
import type { CustomNotification } from '../../contract/customNotifications.ts';
import { isInSubtree } from '../../contract/hierarchy.ts';
import type { Sql } from '../db/database.ts';
import { firstMappedRow, mappedRows } from '../db/mappedRows.ts';

/** The custom notification table (migration 027). */

interface NotificationRow {
  notification_id: string;
  hierarchy: string;
  event_type: string;
  notification_type: string;
  subject: string | null;
  template: string;
  lmt: number | string;
  updated_by: string;
}

function fromRow(row: NotificationRow): CustomNotification {
  return {
    EntityHierarchy: row.hierarchy,
    notificationId: row.notification_id,
    eventType: row.event_type as CustomNotification['eventType'],
    notificationType: row.notification_type,
    ...(row.subject === null ? {} : { subject: row.subject }),
    template: row.template,
    lmt: Number(row.lmt),
    updatedBy: row.updated_by,
  };
}

export function newNotificationId(): string {
  return randomUUID();
}

/** The live notifications at the given locations (exactly), by location and type. */
export async function readNotifications(
  sql: Sql,
  organisationId: string,
  hierarchies: readonly string[],
): Promise<CustomNotification[]> {
  const { rows } = await sql.query<NotificationRow>(
    `SELECT * FROM custom_notifications
      WHERE organisation_id = $1 AND hierarchy = ANY($2::text[]) AND deleted_at IS NULL
      ORDER BY hierarchy, notification_type`,
    [organisationId, [...hierarchies]],
  );
  return rows.map(fromRow);
}

/** Every live notification of an organisation (for the hierarchy configuration). */
export async function readAllNotifications(
  sql: Sql,
  organisationId: string,
): Promise<CustomNotification[]> {
  return mappedRows(
    sql,
    `SELECT * FROM custom_notifications WHERE organisation_id = $1 AND deleted_at IS NULL
      ORDER BY hierarchy, notification_type`,
    [organisationId],
    fromRow,
  );
}

/** One live notification, locked for the rest of the transaction. */
export async function readNotificationForUpdate(
  tx: Sql,
  organisationId: string,
  notificationId: string,
): Promise<CustomNotification | undefined> {
  return firstMappedRow(
    tx,
    `SELECT * FROM custom_notifications
      WHERE organisation_id = $1 AND notification_id = $2 AND deleted_at IS NULL FOR UPDATE`,
    [organisationId, notificationId],
    fromRow,
  );
}

/** Whether the location already has a live notification of the type. */
export async function hasNotificationOfType(
  tx: Sql,
  organisationId: string,
  hierarchy: string,
  notificationType: string,
): Promise<boolean> {
  const { rows } = await tx.query(
    `SELECT 1 FROM custom_notifications WHERE organisation_id = $1 AND hierarchy = $2
        AND notification_type = $3 AND deleted_at IS NULL`,
    [organisationId, hierarchy, notificationType],
  );
  return rows.length > 0;
}

export async function insertNotification(
  tx: Sql,
  organisationId: string,
  notification: CustomNotification,
): Promise<void> {
  await tx.query(
    `INSERT INTO custom_notifications (organisation_id, notification_id, hierarchy, event_type,
        notification_type, subject, template, lmt, updated_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
    [
      organisationId,
      notification.notificationId,
      notification.EntityHierarchy,
      notification.eventType,
      notification.notificationType,
      notification.subject ?? null,
      notification.template,
      notification.lmt,
      notification.updatedBy,
    ],
  );
}

export async function updateNotification(
  tx: Sql,
  organisationId: string,
  notification: CustomNotification,
): Promise<void> {
  await tx.query(
    `UPDATE custom_notifications SET subject = $3, template = $4, lmt = $5, updated_by = $6
      WHERE organisation_id = $1 AND notification_id = $2`,
    [
      organisationId,
      notification.notificationId,
      notification.subject ?? null,
      notification.template,
      notification.lmt,
      notification.updatedBy,
    ],
  );
}

export async function deleteNotification(
  tx: Sql,
  organisationId: string,
  notificationId: string,
  at: number,
  by: string,
): Promise<void> {
  await tx.query(
    `UPDATE custom_notifications SET deleted_at = $3, lmt = $3, updated_by = $4
      WHERE organisation_id = $1 AND notification_id = $2`,
    [organisationId, notificationId, at, by],
  );
}

/** The live notifications at and below `roots` (the hierarchy configuration's customNotifications). */
export async function readNotificationsUnder(
  sql: Sql,
  organisationId: string,
  roots: readonly string[],
): Promise<CustomNotification[]> {
  const all = await readAllNotifications(sql, organisationId);
  return all.filter((item) => roots.some((root) => isInSubtree(item.EntityHierarchy, root)));
}
