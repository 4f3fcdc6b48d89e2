import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("plumbing", "/plumbing-services");

export default function PlumbingServicesPage() {
  return <TradePage trade={trades.plumbing} />;
}
