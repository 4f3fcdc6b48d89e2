import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("landscaping", "/landscaping-services");

export default function LandscapingServicesPage() {
  return <TradePage trade={trades.landscaping} />;
}
