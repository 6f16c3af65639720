// Every model bound to one connection. Models are created per connection (not on mongoose's
// global default) so two gateway instances in one process really are two clients.
import type { Connection } from 'mongoose';
import { userModel } from '../models/user.ts';
import { adminModel } from '../models/admin.ts';
import { authTokenModel } from '../models/auth-token.ts';
import { leaveRequestModel } from '../models/leave-request.ts';
import { quotaModel } from '../models/quota.ts';
import { calendarDayModel } from '../models/calendar-day.ts';
import { activePeriodModel } from '../models/active-period.ts';
import { approvalRouteModel } from '../models/approval-route.ts';
import { scheduledEmailModel } from '../models/scheduled-email.ts';
import { mailFunctionModel } from '../models/mail-function.ts';
import { issueReportModel } from '../models/issue-report.ts';
import { issueImageModel } from '../models/issue-image.ts';
import { auditLogModel } from '../models/audit-log.ts';
import { sessionModel } from '../models/session.ts';
import { rateLimitModel } from '../models/rate-limit.ts';
import { settingModel } from '../models/setting.ts';
import { counterModel } from '../models/counter.ts';
import { requestSerialModel } from '../models/request-serial.ts';
import { calendarFeedModel } from '../models/calendar-feed.ts';
import { serverInstanceModel } from '../monitoring/server-instance-model.ts';
import { serverEventModel } from '../monitoring/server-event-model.ts';

export function createModels(conn: Connection) {
  return {
    User: userModel(conn),
    Admin: adminModel(conn),
    AuthToken: authTokenModel(conn),
    LeaveRequest: leaveRequestModel(conn),
    Quota: quotaModel(conn),
    CalendarDay: calendarDayModel(conn),
    ActivePeriod: activePeriodModel(conn),
    ApprovalRoute: approvalRouteModel(conn),
    ScheduledEmail: scheduledEmailModel(conn),
    MailFunction: mailFunctionModel(conn),
    IssueReport: issueReportModel(conn),
    IssueImage: issueImageModel(conn),
    AuditLog: auditLogModel(conn),
    Session: sessionModel(conn),
    RateLimit: rateLimitModel(conn),
    Setting: settingModel(conn),
    Counter: counterModel(conn),
    RequestSerial: requestSerialModel(conn),
    CalendarFeed: calendarFeedModel(conn),
    // Server statistics (docs/architecture.md "Server statistics").
    ServerInstance: serverInstanceModel(conn),
    ServerEvent: serverEventModel(conn),
  };
}

export type Models = ReturnType<typeof createModels>;
