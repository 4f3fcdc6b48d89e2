import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("hvac", "/hvac-services");

export default function HvacServicesPage() {
  return <TradePage trade={trades.hvac} />;
}
