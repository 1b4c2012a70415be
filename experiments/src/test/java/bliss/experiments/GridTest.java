package bliss.experiments;

import bliss.UserError;
import org.junit.jupiter.api.Test;

import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

class GridTest {

    @Test
    void thePaperGridIsTheTablesColumns() {
        Grid g = Grid.paper();
        assertEquals(32, g.methods().size());
        // columns of Tables I-VII: 6x14 + 3x13 + 6x14 + 4x11 + 6x12 + 4x10 + 3x11 scopes, five techniques each
        assertEquals(5 * (84 + 39 + 84 + 44 + 72 + 40 + 33), g.cells().size());
        // method by method, technique by technique, scopes increasing
        List<CellKey> cells = g.cells();
        assertEquals(new CellKey("TreeSet", "bfs", Technique.LI, 7), cells.get(0));
        assertEquals(new CellKey("TreeSet", "bfs", Technique.LI, 8), cells.get(1));
        assertEquals(new CellKey("TreeSet", "bfs", Technique.BLI, 7), cells.get(14));
    }

    @Test
    void theQuickGridFillsEveryTimeTable() {
        Set<String> tables = new HashSet<>();
        for (Grid.MethodScopes m : Grid.quick().methods()) {
            tables.add(PaperLayout.of(m.className(), m.method()).orElseThrow().table());
        }
        assertEquals(Set.of("I", "II", "III", "IV", "V", "VI", "VII"), tables);
        assertEquals(5, Grid.quick().techniques().size());
    }

    @Test
    void selectingNarrowsOrWidens() {
        Grid g = Grid.paper().select(List.of("BinTree", "TreeSet.bfs"), List.of(Technique.LI), Optional.empty());
        assertEquals(List.of("BinTree.bfs", "BinTree.dfs", "BinTree.repOK", "BinTree.count", "TreeSet.bfs"),
                g.methods().stream().map(Grid.MethodScopes::methodId).toList());
        assertEquals(List.of(Technique.LI), g.techniques());
        Grid small = Grid.paper().select(List.of("SearchTree.add"), List.of(), Optional.of(ScopeRange.parse("1..3")));
        assertEquals(15, small.cells().size());
        UserError e = assertThrows(UserError.class, () -> Grid.paper().select(List.of("SearchTree.add"), List.of(),
                Optional.empty()));
        assertTrue(e.getMessage().contains("--scopes"), e.getMessage());
        assertThrows(UserError.class, () -> Grid.paper().select(List.of("Nope.bfs"), List.of(), Optional.empty()));
        assertThrows(UserError.class, () -> Grid.paper().select(List.of("TreeSet.nope"), List.of(), Optional.empty()));
    }
}
