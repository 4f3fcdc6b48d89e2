import { TradePage } from "@/components/trades/trade-page";
import { trades } from "@/content/trades";
import { pageMetadata } from "@/lib/seo";

export const generateMetadata = () => pageMetadata("moving", "/moving-solutions");

export default function MovingSolutionsPage() {
  return <TradePage trade={trades.moving} />;
}
