import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("electrical", "/electrical-services");

export default function ElectricalServicesPage() {
  return <TradePage trade={trades.electrical} />;
}
