"""tablescore: host tools for the card-table scoring device."""
