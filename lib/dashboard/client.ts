// The browser's calls about the contractor dashboard (docs/api.md).
import type { DashboardStats } from "@/lib/dashboard/shapes";
import { call } from "@/lib/client/api";

export const fetchDashboardStats = () => call<DashboardStats>("/api/dashboard");
